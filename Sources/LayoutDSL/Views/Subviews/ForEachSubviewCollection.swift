/// What `ForEach(subviews:content:)` iterates (iOS 18): the base view's subviews, known once the
/// base is built, which the `ForEach` does where it is built.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let base: AnyView
    var subviews: [Subview] = []

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
}

/// Data whose elements exist only once something is built (`ForEachSubviewCollection`).
protocol BuiltData {
    func built(in context: BuildContext) -> Self
}

extension ForEachSubviewCollection: BuiltData {
    func built(in context: BuildContext) -> Self {
        var resolved = self
        resolved.subviews = SubviewsCollection(of: base, in: context).subviews
        return resolved
    }
}

extension ForEach where Content: View {
    /// A view for each subview of `view`, made by `content` (a container that wraps each child).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(base: AnyView(view)), identifiedBy: \.id, content: content)
    }
}
