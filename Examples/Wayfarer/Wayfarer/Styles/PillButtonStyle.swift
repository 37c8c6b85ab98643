import SwiftUI

/// A capsule button in the accent colour: filled for the main action, tinted for the others.
struct PillButtonStyle: ButtonStyle {
    enum Prominence {
        case filled, tinted
    }

    var prominence: Prominence = .filled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .lineLimit(1)
            .padding(.horizontal, 16)
            .padding(.vertical, 9)
            .foregroundStyle(prominence == .filled ? Color.white : Color.wayfarerAccent)
            .background(prominence == .filled ? Color.wayfarerAccent : Color.wayfarerAccent.opacity(0.15), in: Capsule())
            .opacity(configuration.isPressed ? 0.75 : 1)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    /// `.buttonStyle(.pill)`
    static var pill: PillButtonStyle { PillButtonStyle() }

    /// `.buttonStyle(.tintedPill)`
    static var tintedPill: PillButtonStyle { PillButtonStyle(prominence: .tinted) }
}
