/// `Group(sections:transform:)` (iOS 18): the base view's sections, handed to `transform`,
/// which lays them out (a custom container's body).
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    func makeNodes(in context: BuildContext) -> NodeList {
        let collection = SectionCollection(of: sections, in: context.child(.slot(0)))
        return context.child(.slot(1)).build(transform(collection))
    }
}

extension Group {
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}
