/// Whether the presenter behind a sheet takes touches (SwiftUI's
/// `PresentationBackgroundInteraction`). `.enabled` leaves the presenter undimmed, as
/// UIKit's `largestUndimmedDetentIdentifier` does; `.enabled(upThrough:)` up to that detent.
public struct PresentationBackgroundInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, disabled, enabled(upThrough: PresentationDetent?) }
    let kind: Kind
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
}

nonisolated extension View {
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        transformPreference(PresentationOptionsKey.self) { $0.backgroundInteraction = $0.backgroundInteraction ?? interaction }
    }
}
