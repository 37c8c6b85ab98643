/// A header, content and footer, as SwiftUI's `Section`.
///
/// Where it lands decides what it is, as in SwiftUI:
/// - in a `LazyVStack`/`LazyHStack` (or a `List`, or a lazy grid, whose sections lay their
///   content out in the grid's lines), it is one element of the stack laid out along
///   the stack's axis with the stack's spacing and alignment, and its header and footer stay
///   in view while the section does when the stack pins them (`pinnedViews`). In a `List` its
///   rows get list row chrome and its header and footer the list style's look
///   (`ListSectionHeader`); a plain list pins headers, grouped styles leave
///   `listSectionSpacing` above each section;
/// - in an open menu, a group of rows between section breaks, its header the group's title
///   (`MenuSection`);
/// - anywhere else (a `VStack`, a `Group`), header, content and footer are simply its views,
///   one after another.
///
/// A collapsed section (`isExpanded` false) shows only its header and footer.
///
/// In a `Table`'s rows (`Section` of `TableRowContent`, iOS 17) it groups rows under a header
/// row (`TableHeaderRowContent`); see `TableRowContent`.
nonisolated public struct Section<Parent, Content, Footer> {
    let header: Parent, content: Content, footer: Footer
    var isExpanded: Binding<Bool>? = nil
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    func makeNodes(in context: BuildContext) -> NodeList {
        let expanded = isExpanded?.wrappedValue ?? true
        // Taken apart by `SectionCollection`: the parts, for the custom container to place.
        if context.environment.collectsSections {
            var inner = context
            inner.environment.collectsSections = false
            let header = inner.child(.slot(0)).build(header), content = expanded ? inner.child(.slot(1)).build(content) : []
            let parts = SectionPartsMarker(headerCount: header.count, contentCount: content.count)
            return [LayoutNode.make(parts, subviews: header + content + inner.child(.slot(2)).build(footer))]
        }
        // In an open menu a section is a group of rows with its header as the group's title.
        if context.environment.menuItemContext != nil {
            return context.child(.slot(3)).build(MenuSection(header: Parent.self == EmptyView.self ? nil : header, content: content))
        }
        guard let container = context.environment.sectionContainer else {
            return context.child(.slot(0)).build(header) + (expanded ? context.child(.slot(1)).build(content) : [])
                + context.child(.slot(2)).build(footer)
        }
        var inner = context
        inner.environment.sectionContainer = nil
        let sectionTraits = context.environment.sectionRowTraits
        if !sectionTraits.isEmpty { inner.environment.sectionRowTraits = [] }
        var rows = expanded ? inner.child(.slot(1)).build(content) : []
        let header: NodeList, footer: NodeList
        var spaceBefore: CGFloat = 0
        var firstSpaceBefore: CGFloat?
        if let appearance = container.list {
            rows = ListRowChrome.decorate(rows, appearance: appearance, position: ListRowPosition(isFirst: true, isLast: true),
                                          sectionTraits: sectionTraits, context: inner)
            header = Parent.self == EmptyView.self ? []
                : inner.child(.slot(0)).build(ListSectionHeader(content: self.header, isHeader: true, appearance: appearance,
                                                               isExpanded: isExpanded?.wrappedValue))
            footer = Footer.self == EmptyView.self ? []
                : inner.child(.slot(2)).build(ListSectionHeader(content: self.footer, isHeader: false, appearance: appearance))
            if appearance.isGrouped {
                spaceBefore = ListMetrics.sectionSpaceBefore(context.environment.listSectionSpacing.value, hasHeader: !header.isEmpty,
                                                             context.environment.systemDesign, appearance)
                firstSpaceBefore = ListMetrics.firstSectionSpaceBefore(context.environment.systemDesign, appearance)
            }
        } else {
            header = inner.child(.slot(0)).build(self.header)
            footer = inner.child(.slot(2)).build(self.footer)
            if let items = container.grid, !rows.isEmpty {
                rows = [LayoutNode.make(GridLinesBehavior(lines: GridLines(axis: container.axis, items: items,
                                                                      alignment: container.gridAlignment,
                                                                      spacing: container.spacing)), subviews: rows)]
            }
        }
        func single(_ nodes: NodeList) -> LayoutNode? { nodes.isEmpty ? nil : VStackLayout(spacing: 0).implicitContainer(of: nodes) }
        let headerNode = single(header), footerNode = single(footer)
        // Rows first, header and footer last: pinned, they draw over the rows they float above.
        let subviews = rows + [headerNode, footerNode].compactMap { $0 }
        return [LayoutNode.make(SectionBehavior(container: container, hasHeader: headerNode != nil, hasFooter: footerNode != nil,
                                           spaceBefore: spaceBefore, firstSpaceBefore: firstSpaceBefore),
                           subviews: subviews)]
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(header: EmptyView(), content: content(), footer: EmptyView()) }
}

extension Section where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }
    /// The iOS 13 form, deprecated in SwiftUI but common in older code.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
    /// A collapsible section (iOS 17): collapsed, only the header shows.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// `Section("Title") { … }`: the title is a `Text` header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section: ListSection where Parent: View, Content: View, Footer: View {}
