/// The labels of a list's section index, read from the list's content as SwiftUI's variadic
/// views read traits: tuples, groups, `ForEach`, optionals, branches and `AnyView` dissolve;
/// a view with a `sectionIndexLabel(_:)` trait (a section) is one entry, or none if its label
/// is nil; any other view (a row, a section without a label) has none. Read from the views,
/// not from nodes, because a list builds a `ForEach`'s sections only as they scroll into view
/// while its index lists them all (UIKit asks its data source for every title,
/// `UITableViewDataSource.sectionIndexTitles(for:)`). As with tags (`taggedChildren(of:)`),
/// a label inside a custom view's body is not seen: bodies need the graph.
struct SectionIndexEntry {
    let label: Text
    let target: SectionIndexTarget
}

/// How a tap on an entry finds its section.
enum SectionIndexTarget: Equatable {
    /// A section a `ForEach` made: its element's id, which the scroll view finds even before a
    /// lazy list builds the element (`LayoutNode.locate(_:)`).
    case element(AnyHashable)
    /// A section written out: its place among the views with the trait. A list builds content
    /// other than a lone `ForEach` whole, so these are all built, in this order, each an element
    /// of the list's stack (`SectionIndexPlace`).
    case written(Int)
}

/// The id by which a list's stack finds a written-out section of its index: the element that is
/// the `place`-th with a `sectionIndexLabel(_:)` trait (`EagerElements.index(of:)`). The stack
/// estimates where it lies, as for any element it has not placed, and places it there once
/// scrolled to.
struct SectionIndexPlace: Hashable {
    let place: Int

    func index(in elements: [NodeList]) -> Int? {
        let labelled = elements.indices.filter { elements[$0].contains { SectionIndexLabelKey.label(in: $0.containerValues) != nil } }
        return place < labelled.count ? labelled[place] : nil
    }
}

func sectionIndexEntries<V: View>(of content: V) -> [SectionIndexEntry] {
    var walk = SectionIndexWalk()
    walk.visit(content)
    return walk.entries
}

struct SectionIndexWalk {
    private(set) var entries: [SectionIndexEntry] = []
    private var traits = 0
    fileprivate var element: AnyHashable?

    mutating func visit(_ view: any View) {
        (view as? SectionIndexSource)?.collectSectionIndex(into: &self)
    }

    fileprivate mutating func add(_ label: Text?) {
        defer { traits += 1 }
        guard let label else { return }
        entries.append(SectionIndexEntry(label: label, target: element.map(SectionIndexTarget.element) ?? .written(traits)))
    }
}

/// Views a section index looks into.
protocol SectionIndexSource { func collectSectionIndex(into walk: inout SectionIndexWalk) }

extension TupleView: SectionIndexSource {
    func collectSectionIndex(into walk: inout SectionIndexWalk) { for child in children { walk.visit(child) } }
}

extension Group: SectionIndexSource where Content: View {
    func collectSectionIndex(into walk: inout SectionIndexWalk) { walk.visit(content) }
}

extension Optional: SectionIndexSource where Wrapped: View {
    func collectSectionIndex(into walk: inout SectionIndexWalk) { if let view = self { walk.visit(view) } }
}

extension _ConditionalContent: SectionIndexSource where TrueContent: View, FalseContent: View {
    func collectSectionIndex(into walk: inout SectionIndexWalk) {
        switch storage {
        case .trueContent(let view): walk.visit(view)
        case .falseContent(let view): walk.visit(view)
        }
    }
}

extension AnyView: SectionIndexSource {
    func collectSectionIndex(into walk: inout SectionIndexWalk) { walk.visit(view) }
}

extension ForEach: SectionIndexSource where Content: View {
    func collectSectionIndex(into walk: inout SectionIndexWalk) {
        let outer = walk.element
        for element in data {
            walk.element = AnyHashable(id(element))
            walk.visit(content(element))
        }
        walk.element = outer
    }
}

extension ModifiedContent: SectionIndexSource where Content: View, Modifier: ViewModifier {
    /// The trait's modifier is the entry; any other modifier passes its content's entries on.
    func collectSectionIndex(into walk: inout SectionIndexWalk) {
        if let trait = modifier as? ContainerValueModifier {
            var values = ContainerValues()
            trait.set(&values)
            if let label = SectionIndexLabelKey.label(in: values) { walk.add(label); return }
        }
        walk.visit(content)
    }
}
