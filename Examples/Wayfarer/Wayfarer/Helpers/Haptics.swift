import UIKit

/// The app's haptics, played as iOS plays them when a button does its work; a preview has no
/// device to tap, so there they do nothing.
enum Haptics {
    private static let impact = UIImpactFeedbackGenerator(style: .light)

    /// A light tap, for adding something.
    static func tap() {
        impact.prepare()
        impact.impactOccurred()
    }

    /// The success pattern, for finishing something.
    static func success() {
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }
}
