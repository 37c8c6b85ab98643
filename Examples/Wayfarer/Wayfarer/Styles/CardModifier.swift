import SwiftUI

/// A journal card: padded content on a material, in the theme's rounded shape, with a hairline
/// and, in light mode, a soft shadow.
struct CardModifier: ViewModifier {
    var padding: CGFloat = Theme.cardPadding
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.regularMaterial, in: Theme.cardShape)
            .overlay {
                Theme.cardShape
                    .strokeBorder(Color.wayfarerInk.opacity(colorScheme == .dark ? 0.3 : 0.08), lineWidth: 1)
            }
            .shadow(color: .black.opacity(colorScheme == .dark ? 0 : 0.06), radius: 6, y: 2)
    }
}

extension View {
    /// Shows the view as a journal card: `PlaceCard`'s rows, `ExpenseSummary`, the trip stats.
    func card(padding: CGFloat = Theme.cardPadding) -> some View {
        modifier(CardModifier(padding: padding))
    }
}
