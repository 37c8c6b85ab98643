/// The sections of a view (iOS 18's `SectionCollection`): its content built once, its top-level
/// `Section`s each a `SectionConfiguration`, and each run of other top-level views a section of
/// content alone.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    init<Content: View>(of content: Content, in context: BuildContext) {
        var collecting = context
        collecting.environment.collectsSections = true
        var sections: [SectionConfiguration] = [], loose: [LayoutNode] = []
        func closeLoose() {
            guard let first = loose.first else { return }
            sections.append(SectionConfiguration(id: .init(value: first.identity ?? sections.count), containerValues: ContainerValues(),
                                                 header: SubviewsCollection(nodes: []), content: SubviewsCollection(nodes: loose),
                                                 footer: SubviewsCollection(nodes: [])))
            loose = []
        }
        for node in collecting.build(content) {
            guard let parts = node.behavior as? SectionPartsMarker else { loose.append(node); continue }
            closeLoose()
            let nodes = Array(node.subviews), contentEnd = parts.headerCount + parts.contentCount
            sections.append(SectionConfiguration(id: .init(value: node.identity ?? sections.count),
                                                 containerValues: Subview.values(of: node),
                                                 header: SubviewsCollection(nodes: nodes[..<parts.headerCount]),
                                                 content: SubviewsCollection(nodes: nodes[parts.headerCount..<contentEnd]),
                                                 footer: SubviewsCollection(nodes: nodes[contentEnd...])))
        }
        closeLoose()
        self.sections = sections
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}
