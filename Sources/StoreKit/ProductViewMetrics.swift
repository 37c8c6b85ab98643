import Foundation
import LayoutDSL

/// The sizes of the three product view styles on iOS 17. Apple publishes none; these are
/// estimates from WWDC23's "Meet StoreKit for SwiftUI" (session 10013) and its Backyard Birds
/// sample as shown in the session, and are named here so that one place changes if a reference
/// screenshot says otherwise:
/// - compact: a 40 pt icon, the name in subheadline semibold and the description in caption on one
///   line each, a small capsule price button;
/// - regular: a 60 pt icon, the name in headline and the description in subheadline, a small
///   capsule price button on the trailing side;
/// - large: a 120 pt icon above, the name in title2 bold and the description centred below it,
///   a large capsule price button under them.
/// Icons are square; an icon's view is framed to the square and drawn as it sizes itself in it.
struct ProductViewMetrics {
    let iconSide: CGFloat
    let spacing: CGFloat
    let textSpacing: CGFloat
    let titleFont: Font
    let descriptionFont: Font
    /// Lines of the name and of the description (nil: as many as they need).
    let lineLimit: Int?

    static let compact = ProductViewMetrics(iconSide: 40, spacing: 10, textSpacing: 1,
                                            titleFont: .subheadline.weight(.semibold), descriptionFont: .caption, lineLimit: 1)
    static let regular = ProductViewMetrics(iconSide: 60, spacing: 12, textSpacing: 2,
                                            titleFont: .headline, descriptionFont: .subheadline, lineLimit: nil)
    static let large = ProductViewMetrics(iconSide: 120, spacing: 12, textSpacing: 4,
                                          titleFont: .title2.bold(), descriptionFont: .subheadline, lineLimit: nil)
}

/// The compact and regular styles' row: the icon, the name over the description, the price
/// button on the trailing side, as wide as offered.
nonisolated struct ProductRow: View {
    let configuration: ProductViewStyleConfiguration
    let metrics: ProductViewMetrics

    var body: some View {
        HStack(spacing: metrics.spacing) {
            ProductViewIcon(configuration: configuration, side: metrics.iconSide)
            VStack(alignment: .leading, spacing: metrics.textSpacing) {
                Text(configuration.product?.displayName ?? "")
                    .font(metrics.titleFont)
                if configuration.descriptionVisibility != .hidden {
                    Text(configuration.product?.description ?? "")
                        .font(metrics.descriptionFont)
                        .foregroundStyle(.secondary)
                }
            }
            .lineLimit(metrics.lineLimit)
            .frame(maxWidth: .infinity, alignment: .leading)
            ProductPriceButton(configuration: configuration, controlSize: .small)
        }
    }
}
