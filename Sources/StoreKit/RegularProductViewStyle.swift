import Foundation
import LayoutDSL

/// The regular product view style (Apple's documentation of `RegularProductViewStyle`,
/// https://developer.apple.com/documentation/storekit/regularproductviewstyle, iOS 17), and the
/// automatic style's look on iOS: the icon, the name over the description, and the price button
/// on the trailing side, in a row as wide as offered. Sizes in `ProductViewMetrics`.
public struct RegularProductViewStyle: ProductViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let metrics = ProductViewMetrics.regular
        HStack(spacing: metrics.spacing) {
            ProductViewIcon(configuration: configuration, side: metrics.iconSide)
            VStack(alignment: .leading, spacing: metrics.textSpacing) {
                Text(configuration.product?.displayName ?? "")
                    .font(.headline)
                if configuration.descriptionVisibility != .hidden {
                    Text(configuration.product?.description ?? "")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            ProductPriceButton(configuration: configuration, controlSize: .small)
        }
    }
}
