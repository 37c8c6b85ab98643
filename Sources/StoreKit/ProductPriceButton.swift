import Foundation
import LayoutDSL

/// A product view's buy button: the display price in a bordered prominent capsule, in the tint
/// colour, as iOS 17's product views draw it. Tapping buys nothing (see
/// `Product.purchase(options:)`).
nonisolated struct ProductPriceButton: View {
    let configuration: ProductViewStyleConfiguration
    let controlSize: ControlSize

    var body: some View {
        Button(action: configuration.purchase) {
            Text(configuration.product?.displayPrice ?? "")
                .fontWeight(.semibold)
                .lineLimit(1)
        }
        .buttonStyle(BorderedProminentButtonStyle())
        .buttonBorderShape(.capsule)
        .controlSize(controlSize)
        .fixedSize()
    }
}
