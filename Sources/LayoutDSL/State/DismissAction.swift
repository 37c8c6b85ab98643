/// `\.dismiss`: closes the presentation the view is in (a sheet, a pushed view). A view that is
/// not presented has nothing to close, and SwiftUI then does nothing; presentations install
/// their own action.
public struct DismissAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }

extension EnvironmentValues {
    public var dismiss: DismissAction {
        get { self[DismissKey.self] } set { self[DismissKey.self] = newValue }
    }
    /// Whether the view is in a presentation that `dismiss` would close.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] } set { self[IsPresentedKey.self] = newValue }
    }
}

private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
