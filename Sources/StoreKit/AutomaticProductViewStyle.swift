import Foundation
import LayoutDSL

/// The automatic product view style (Apple's documentation of `AutomaticProductViewStyle`,
/// iOS 17): on iOS, the regular style.
public struct AutomaticProductViewStyle: ProductViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        RegularProductViewStyle().makeBody(configuration: configuration)
    }
}
