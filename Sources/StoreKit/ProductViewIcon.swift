import Foundation
import LayoutDSL

/// A configuration's icon in a square of the style's size, or nothing when there is no icon.
nonisolated struct ProductViewIcon: View {
    let configuration: ProductViewStyleConfiguration
    let side: CGFloat

    var body: some View {
        if configuration.hasIcon {
            configuration.icon
                .frame(width: side, height: side)
        }
    }
}
