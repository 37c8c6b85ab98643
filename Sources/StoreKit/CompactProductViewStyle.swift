import Foundation
import LayoutDSL

/// The compact product view style (Apple's documentation of `CompactProductViewStyle`,
/// https://developer.apple.com/documentation/storekit/compactproductviewstyle, iOS 17): for little
/// room or many products; it grows to the width it is offered. Sizes in `ProductViewMetrics`.
public struct CompactProductViewStyle: ProductViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let metrics = ProductViewMetrics.compact
        HStack(spacing: metrics.spacing) {
            ProductViewIcon(configuration: configuration, side: metrics.iconSide)
            VStack(alignment: .leading, spacing: metrics.textSpacing) {
                Text(configuration.product?.displayName ?? "")
                    .font(.subheadline)
                    .fontWeight(.semibold)
                if configuration.descriptionVisibility != .hidden {
                    Text(configuration.product?.description ?? "")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            ProductPriceButton(configuration: configuration, controlSize: .small)
        }
    }
}
