/// How a `List` looks, as SwiftUI's `ListStyle`. The styles are plain values; what each draws
/// is one `ListAppearance`, read by the list, its sections and its row chrome.
public protocol ListStyle {}

/// A style that names the appearance it draws.
protocol ListAppearanceProviding: ListStyle {
    var appearance: ListAppearance { get }
}

/// The looks a list can take on iOS 17 (see `ListMetrics` for their numbers).
enum ListAppearance: Hashable {
    case plain, grouped, insetGrouped, inset, sidebar

    /// Rows in cards on the grouped background (`systemGroupedBackground` behind
    /// `secondarySystemGroupedBackground` cells), as UIKit's grouped table styles draw them.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    /// Cards inset from the list's edges with rounded corners.
    var hasCards: Bool { self == .insetGrouped || self == .sidebar }
    /// Plain lists (and inset ones, plain lists with margins) pin their section headers while
    /// their section is in view (UIKit's plain table sections; grouped headers scroll along).
    var pinsHeaders: Bool { !isGrouped }
}

private struct ListAppearanceKey: EnvironmentKey { static let defaultValue: ListAppearance? = nil }

extension EnvironmentValues {
    /// Set by `.listStyle`; nil is `.automatic`.
    var listAppearance: ListAppearance? {
        get { self[ListAppearanceKey.self] } set { self[ListAppearanceKey.self] = newValue }
    }
}

nonisolated extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listAppearance, (style as? ListAppearanceProviding)?.appearance)
    }
}
