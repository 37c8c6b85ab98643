import Foundation
import LayoutDSL

/// The regular product view style (Apple's documentation of `RegularProductViewStyle`,
/// https://developer.apple.com/documentation/storekit/regularproductviewstyle, iOS 17), and the
/// automatic style's look on iOS: the icon, the name over the description, and the price button
/// on the trailing side, in a row as wide as offered. Sizes in `ProductViewMetrics`.
public struct RegularProductViewStyle: ProductViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ProductRow(configuration: configuration, metrics: .regular)
    }
}
