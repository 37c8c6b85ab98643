/// A header, content and footer, as SwiftUI's `Section`.
///
/// Where it lands decides what it is, as in SwiftUI:
/// - in a `LazyVStack`/`LazyHStack` (or a `List`), it is one element of the stack laid out along
///   the stack's axis with the stack's spacing and alignment, and its header and footer stay
///   in view while the section does when the stack pins them (`pinnedViews`). A `List` pins
///   headers, as iOS's plain list does, and draws its rows with list row chrome;
/// - anywhere else (a `VStack`, a `Group`), header, content and footer are simply its views,
///   one after another.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent, content: Content, footer: Footer

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        guard let container = context.environment.sectionContainer else {
            return context.child(.slot(0)).build(header) + context.child(.slot(1)).build(content)
                + context.child(.slot(2)).build(footer)
        }
        var inner = context
        inner.environment.sectionContainer = nil
        var rows = inner.child(.slot(1)).build(content)
        let header: [LayoutNode], footer: [LayoutNode]
        if container.listRows {
            rows = ListRowChrome.decorate(rows, environment: context.environment)
            header = Parent.self == EmptyView.self ? []
                : inner.child(.slot(0)).build(ListSectionHeader(content: self.header, isHeader: true))
            footer = Footer.self == EmptyView.self ? []
                : inner.child(.slot(2)).build(ListSectionHeader(content: self.footer, isHeader: false))
        } else {
            header = inner.child(.slot(0)).build(self.header)
            footer = inner.child(.slot(2)).build(self.footer)
        }
        func single(_ nodes: [LayoutNode]) -> LayoutNode? { nodes.isEmpty ? nil : VStackLayout(spacing: 0).implicitContainer(of: nodes) }
        let headerNode = single(header), footerNode = single(footer)
        // Rows first, header and footer last: pinned, they draw over the rows they float above.
        let subviews = rows + [headerNode, footerNode].compactMap { $0 }
        return [LayoutNode(SectionBehavior(container: container, hasHeader: headerNode != nil, hasFooter: footerNode != nil),
                           subviews: subviews)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(header: EmptyView(), content: content(), footer: EmptyView()) }
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// `Section("Title") { … }`: the title is a `Text` header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}
