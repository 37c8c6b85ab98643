import Foundation
import LayoutDSL

/// How product views look (Apple's documentation of `ProductViewStyle`,
/// https://developer.apple.com/documentation/storekit/productviewstyle, iOS 17): `.compact`,
/// `.regular`, `.large`, `.automatic` (regular on iOS), or an app's own.
public protocol ProductViewStyle {
    associatedtype Body: View
    typealias Configuration = ProductViewStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

extension ProductViewStyle where Self == CompactProductViewStyle {
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

extension ProductViewStyle where Self == RegularProductViewStyle {
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}

extension ProductViewStyle where Self == LargeProductViewStyle {
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// A style kept in the environment, its body type erased.
struct AnyProductViewStyle {
    let makeBody: (ProductViewStyleConfiguration) -> AnyView

    init<Style: ProductViewStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct ProductViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyProductViewStyle(RegularProductViewStyle())
}

extension EnvironmentValues {
    var productViewStyle: AnyProductViewStyle {
        get { self[ProductViewStyleKey.self] }
        set { self[ProductViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the product views within this view (Apple's documentation of
    /// `productViewStyle(_:)`, https://developer.apple.com/documentation/swiftui/view/productviewstyle(_:)).
    public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
        environment(\.productViewStyle, AnyProductViewStyle(style))
    }
}
