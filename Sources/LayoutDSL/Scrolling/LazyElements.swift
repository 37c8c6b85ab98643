/// Content a lazy container can build one element at a time: a `ForEach` (any other content
/// is built whole, as one element per view).
protocol LazyElements {
    var elementCount: Int { get }
    func buildElement(_ index: Int, in context: BuildContext) -> NodeList
    /// The index of the element with this id, found without building anything.
    func index(of id: AnyHashable) -> Int?
    /// Whether the element is a `Section` (without building it when that is costly: a
    /// `ForEach`'s elements are taken as rows).
    func isSection(_ index: Int) -> Bool
}

extension LazyElements {
    func isSection(_ index: Int) -> Bool { false }
}

extension ForEach: LazyElements where Content: View {
    var elementCount: Int { data.count }
    func index(of id: AnyHashable) -> Int? {
        guard let id = id.base as? ID, let found = data.firstIndex(where: { self.id($0) == id }) else { return nil }
        return data.distance(from: data.startIndex, to: found)
    }
    func buildElement(_ index: Int, in context: BuildContext) -> NodeList {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        let identity = identity(of: element)
        return tagged(context.child(identity).build(content(element)), identity)
    }
}

/// Eager content, seen as elements.
struct EagerElements: LazyElements {
    let nodes: [NodeList]
    var elementCount: Int { nodes.count }
    func buildElement(_ index: Int, in context: BuildContext) -> NodeList { nodes[index] }
    func index(of id: AnyHashable) -> Int? {
        if let place = id.base as? SectionIndexPlace { return place.index(in: nodes) }
        return nodes.firstIndex { $0.contains { $0.targetID == id } }
    }
    func isSection(_ index: Int) -> Bool { nodes[index].contains { $0.behavior is SectionBehavior } }
}
