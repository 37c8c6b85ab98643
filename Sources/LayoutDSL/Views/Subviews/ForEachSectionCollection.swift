/// What `ForEach(sections:content:)` iterates (iOS 18): the base view's sections, known once
/// the base is built, which the `ForEach` does where it is built.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let base: AnyView
    var sections: [SectionConfiguration] = []

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

extension ForEachSectionCollection: BuiltData {
    func built(in context: BuildContext) -> Self {
        var resolved = self
        resolved.sections = SectionCollection(of: base, in: context).sections
        return resolved
    }
}

extension ForEach where Content: View {
    /// A view for each section of `view`, made by `content`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection(base: AnyView(view)), identifiedBy: \.id, content: content)
    }
}
