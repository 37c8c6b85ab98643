import Foundation
import LayoutDSL

/// The compact product view style (Apple's documentation of `CompactProductViewStyle`,
/// https://developer.apple.com/documentation/storekit/compactproductviewstyle, iOS 17): for little
/// room or many products; it grows to the width it is offered. Sizes in `ProductViewMetrics`.
public struct CompactProductViewStyle: ProductViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ProductRow(configuration: configuration, metrics: .compact)
    }
}
