/// The children of a content block as SwiftUI's variadic views see them (what a Picker lists as
/// options and a ControlGroup as its controls): tuples, groups, `ForEach`, optionals, branches
/// and `AnyView` dissolve into their children; any other view is one child. Each child keeps
/// its `.tag(_:)`, or else the id of the `ForEach` element that made it, which is how SwiftUI
/// tags the rows of `ForEach(items, id: \.self)` implicitly. Custom views are one child each
/// (their bodies need the graph); a tag inside a custom view's body is not seen.
struct TaggedChild {
    let tag: AnyHashable?
    let view: AnyView
}

func taggedChildren<V: View>(of content: V) -> [TaggedChild] {
    var children: [TaggedChild] = []
    collectChildren(content, into: &children)
    return children
}

private func collectChildren(_ view: any View, into children: inout [TaggedChild]) {
    if let list = view as? ChildListing {
        list.collect(into: &children)
    } else {
        children.append(TaggedChild(tag: nil, view: AnyView(view)))
    }
}

/// Views that stand for a list of children rather than one.
protocol ChildListing { func collect(into children: inout [TaggedChild]) }

extension TupleView: ChildListing {
    func collect(into children: inout [TaggedChild]) { for child in self.children { collectChildren(child, into: &children) } }
}

extension Group: ChildListing where Content: View {
    func collect(into children: inout [TaggedChild]) { collectChildren(content, into: &children) }
}

extension EmptyView: ChildListing {
    func collect(into children: inout [TaggedChild]) {}
}

extension Optional: ChildListing where Wrapped: View {
    func collect(into children: inout [TaggedChild]) { if let view = self { collectChildren(view, into: &children) } }
}

extension _ConditionalContent: ChildListing where TrueContent: View, FalseContent: View {
    func collect(into children: inout [TaggedChild]) {
        switch storage {
        case .trueContent(let view): collectChildren(view, into: &children)
        case .falseContent(let view): collectChildren(view, into: &children)
        }
    }
}

extension AnyView: ChildListing {
    func collect(into children: inout [TaggedChild]) { collectChildren(view, into: &children) }
}

extension ForEach: ChildListing where Content: View {
    /// An element's children without a tag of their own take the element's id.
    func collect(into children: inout [TaggedChild]) {
        for element in data {
            var own: [TaggedChild] = []
            collectChildren(content(element), into: &own)
            children += own.map { TaggedChild(tag: $0.tag ?? AnyHashable(id(element)), view: $0.view) }
        }
    }
}

extension ModifiedContent: ChildListing where Content: View, Modifier: ViewModifier {
    /// A tag names the one child it wraps. Another modifier over a single child keeps that
    /// child's tag and draws the modified view; over several children (a modified `Group`) it
    /// applies to each, as SwiftUI applies a group's modifiers to its children.
    func collect(into children: inout [TaggedChild]) {
        if let tag = modifier as? AnyTagModifier {
            children.append(TaggedChild(tag: tag.tagValue, view: AnyView(content)))
            return
        }
        var inner: [TaggedChild] = []
        collectChildren(content, into: &inner)
        if inner.count == 1, inner[0].tag == nil { children.append(TaggedChild(tag: nil, view: AnyView(self))); return }
        children += inner.map { TaggedChild(tag: $0.tag, view: AnyView($0.view.modifier(modifier))) }
    }
}

extension _StyleConfigurationPart: ChildListing {
    /// A style's part stands for the views the control was given (a control group's controls).
    func collect(into children: inout [TaggedChild]) { collectChildren(content, into: &children) }
}

extension Section: ChildListing where Parent: View, Content: View, Footer: View {
    /// A section in a picker groups options (a menu shows its header as a title); its content's
    /// children are the options. The header and footer are not options.
    func collect(into children: inout [TaggedChild]) { collectChildren(content, into: &children) }
}
