import Foundation
import LayoutDSL

/// The large product view style (Apple's documentation of `LargeProductViewStyle`,
/// https://developer.apple.com/documentation/storekit/largeproductviewstyle, iOS 17): for a product
/// that is the point of the screen; the icon, name, description and price button stacked and
/// centred. Sizes in `ProductViewMetrics`.
public struct LargeProductViewStyle: ProductViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let metrics = ProductViewMetrics.large
        VStack(spacing: metrics.spacing) {
            ProductViewIcon(configuration: configuration, side: metrics.iconSide)
            VStack(spacing: metrics.textSpacing) {
                Text(configuration.product?.displayName ?? "")
                    .font(.title2)
                    .fontWeight(.bold)
                if configuration.descriptionVisibility != .hidden {
                    Text(configuration.product?.description ?? "")
                        .font(.body)
                        .foregroundStyle(.secondary)
                }
            }
            .multilineTextAlignment(.center)
            ProductPriceButton(configuration: configuration, controlSize: .large)
        }
        .frame(maxWidth: .infinity)
    }
}
