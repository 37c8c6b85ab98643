/// `Group(subviews:transform:)` (iOS 18): the base view's subviews, handed to `transform`, which
/// places them (a custom container's body).
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    func makeNodes(in context: BuildContext) -> NodeList {
        let collection = SubviewsCollection(of: subviews, in: context.child(.slot(0)))
        return context.child(.slot(1)).build(transform(collection))
    }
}

extension Group {
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}
