/// One section of a view's content, as a custom container receives it (iOS 18's
/// `SectionConfiguration`, from `Group(sections:)` and `ForEach(sections:)`): the header,
/// content and footer of a `Section` as subviews, and the values the section passed to its
/// container. Top-level views outside any `Section` make sections of their own, with no header
/// or footer, one for each run of them.
public struct SectionConfiguration: Identifiable {
    /// Identifies a section across updates: the structural identity of the view that made it.
    public struct ID: Hashable {
        let value: Int
    }

    public let id: ID
    public let containerValues: ContainerValues
    public let header: SubviewsCollection
    public let content: SubviewsCollection
    public let footer: SubviewsCollection
}

/// A `Section` built for a collector of sections: its header, content and footer nodes, in
/// that order, the first `headerCount` the header's and the next `contentCount` the content's.
struct SectionPartsMarker: NodeBehavior {
    let headerCount: Int
    let contentCount: Int
    var name: String { "Section" }
}

private struct CollectsSectionsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True for the content `SectionCollection` takes apart: a `Section` there builds its parts
    /// apart (`SectionPartsMarker`) instead of drawing them.
    var collectsSections: Bool { get { self[CollectsSectionsKey.self] } set { self[CollectsSectionsKey.self] = newValue } }
}
