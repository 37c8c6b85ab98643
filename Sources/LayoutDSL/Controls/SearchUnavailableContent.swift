/// The parts of `ContentUnavailableView.search`, iOS 17's "No Results" placeholder: the
/// magnifying glass, "No Results" (or `No Results for “text”`), and "Check the spelling or try
/// a new search." (the strings iOS 17 shows in English).
public struct SearchUnavailableContent {
    nonisolated public struct Label: View {
        let text: String?

        public var body: some View {
            LayoutDSL.Label {
                Text(text.map { "No Results for “\($0)”" } ?? "No Results")
            } icon: {
                Image(systemName: "magnifyingglass")
            }
        }
    }

    nonisolated public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    nonisolated public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
      Actions == SearchUnavailableContent.Actions {
    /// "No Results", for a search whose text is not shown.
    public static var search: Self { search(nil) }

    /// `No Results for “text”`; an empty text reads as plain "No Results", as on iOS.
    public static func search(text: String) -> Self { search(text.isEmpty ? nil : text) }

    private static func search(_ text: String?) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) },
             description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}
