import SwiftUI

// The journal's look: two colours from the asset catalog (each with a dark appearance), a few
// fixed ones, and the shape every card uses.

extension Color {
    /// The warm paper tone behind the journal's screens: the "Sand" colour set.
    static var wayfarerSand: Color { Color("Sand", bundle: .wayfarerResources) }

    /// Terracotta, the app's tint: the "AccentColor" colour set.
    static var wayfarerAccent: Color { Color("AccentColor", bundle: .wayfarerResources) }
}

extension ShapeStyle where Self == Color {
    /// Deep sea blue, for headings and hairlines on sand: `.foregroundStyle(.wayfarerInk)`.
    static var wayfarerInk: Color { Color(red: 0.13, green: 0.22, blue: 0.33) }

    /// A star in a rating.
    static var wayfarerStar: Color { Color(red: 0.96, green: 0.70, blue: 0.18) }
}

extension ShapeStyle where Self == LinearGradient {
    /// The scrim under text laid over a photo: clear at the top, dark at the bottom.
    static var wayfarerScrim: LinearGradient {
        LinearGradient(colors: [Color.black.opacity(0), Color.black.opacity(0.65)], startPoint: .top, endPoint: .bottom)
    }

    /// The wash behind a trip's symbol: accent, a little lighter at the top.
    static var wayfarerTile: LinearGradient {
        LinearGradient(colors: [Color.wayfarerAccent.opacity(0.75), Color.wayfarerAccent], startPoint: .top, endPoint: .bottom)
    }
}

/// Metrics shared by the cards, rows and headers.
enum Theme {
    static let cornerRadius: CGFloat = 12
    static let cardPadding: CGFloat = 14
    static let spacing: CGFloat = 16

    /// The shape of cards, tiles and the header photo.
    static var cardShape: RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
    }
}
