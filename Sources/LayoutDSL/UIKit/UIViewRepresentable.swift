/// A SwiftUI view that wraps a UIKit view. The protocol compiles with SwiftUI's shape (make,
/// update, coordinator, `sizeThatFits`), but there is no UIKit here to draw the view, so it
/// renders a labelled placeholder that fills the space offered, with a warning naming the type;
/// `makeUIView` is not called (its view could never be drawn).
public protocol UIViewRepresentable: View where Body == UIKitRepresentablePlaceholder {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public var body: UIKitRepresentablePlaceholder { UIKitRepresentablePlaceholder(type: Self.self) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What `makeUIView` and `updateUIView` are given.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A SwiftUI view that wraps a UIKit view controller: compiles, renders the same placeholder.
public protocol UIViewControllerRepresentable: View where Body == UIKitRepresentablePlaceholder {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public var body: UIKitRepresentablePlaceholder { UIKitRepresentablePlaceholder(type: Self.self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// The stand-in for a UIKit view: a grey box the size offered, with a dashed edge and the
/// representable's type name, so a screen that embeds a map or a web view still lays out and
/// shows where that view would be.
public struct UIKitRepresentablePlaceholder: View, PrimitiveView {
    let name: String

    init(type: Any.Type) { name = "\(type)" }

    func makeNodes(in context: BuildContext) -> NodeList {
        context.graph.warnings.warn("\(name) wraps a UIKit view, which cannot be drawn here; drawing a placeholder")
        return context.build(ZStack {
            Rectangle().fill(Color.secondarySystemFill)
            Rectangle().strokeBorder(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
            Text(name).font(.caption).foregroundColor(.secondary).padding(4)
        })
    }
}
