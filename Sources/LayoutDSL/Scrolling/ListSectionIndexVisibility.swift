private struct ListSectionIndexVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// `listSectionIndexVisibility(_:)`: whether lists below show their section index.
    var listSectionIndexVisibility: Visibility {
        get { self[ListSectionIndexVisibilityKey.self] } set { self[ListSectionIndexVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the section index of the lists below (iOS 26). `.automatic` shows it
    /// when a section has a label, as UIKit's index shows whenever its data source gives
    /// titles (`UITableViewDataSource.sectionIndexTitles(for:)`); Apple's example sets
    /// `.visible`, which shows the same. See docs/reference/list-section-index.md.
    @available(iOS 26.0, visionOS 26.0, watchOS 26.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        environment(\.listSectionIndexVisibility, visibility)
    }
}
