/// A SwiftUI view that wraps a UIKit view. The protocol compiles with SwiftUI's shape (make,
/// update, coordinator, `sizeThatFits`). When the representable is built, its view is made and
/// updated as SwiftUI does (`makeCoordinator`, `makeUIView`, `updateUIView`), and the UIKit views
/// SwiftUI has a counterpart for are drawn as that counterpart (`UIKitViewDrawing`: a blur effect
/// view as its material, a text field, a text view, a label, an activity indicator); any other
/// view is a labelled placeholder that fills the space offered, with a warning naming the type.
public protocol UIViewRepresentable: View where Body == UIKitRepresentablePlaceholder {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    typealias LayoutOptions = _PlatformViewRepresentableLayoutOptions

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public var body: UIKitRepresentablePlaceholder {
        UIKitRepresentablePlaceholder(type: Self.self) { environment in
            let context = Context(coordinator: makeCoordinator(), transaction: Transaction(), environment: environment)
            let view = makeUIView(context: context)
            updateUIView(view, context: context)
            return view
        }
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What `makeUIView` and `updateUIView` are given.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues

    /// Changes to the UIKit view in the transaction's animation (iOS 18), applied at once:
    /// see `UIView.animate(_:changes:completion:)`.
    @MainActor @preconcurrency public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        UIView.animate(with: transaction.animation ?? .default, changes: changes, completion: completion)
    }
}

/// A SwiftUI view that wraps a UIKit view controller: compiles, renders the same placeholder.
public protocol UIViewControllerRepresentable: View where Body == UIKitRepresentablePlaceholder {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    typealias LayoutOptions = _PlatformViewRepresentableLayoutOptions

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// The controller's view takes the size proposed, as when the method returns nil on iOS.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }
    public var body: UIKitRepresentablePlaceholder { UIKitRepresentablePlaceholder(type: Self.self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues

    /// Changes to the UIKit views in the transaction's animation (iOS 18), applied at once.
    @MainActor @preconcurrency public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        UIView.animate(with: transaction.animation ?? .default, changes: changes, completion: completion)
    }
}

/// A UIKit view in SwiftUI: the view the representable made, drawn as its SwiftUI counterpart
/// where it has one (`UIKitViewDrawing`), else the stand-in: a grey box the size offered, with a
/// dashed edge and the representable's type name, so a screen that embeds a map or a web view
/// still lays out and shows where that view would be.
nonisolated public struct UIKitRepresentablePlaceholder: View, PrimitiveView {
    let name: String
    /// Makes and updates the representable's view in an environment; nil for view controllers.
    let make: ((EnvironmentValues) -> UIView)?

    init(type: Any.Type, make: ((EnvironmentValues) -> UIView)? = nil) {
        name = "\(type)"
        self.make = make
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        if let make, let drawing = UIKitViewDrawing.view(for: make(context.environment)) {
            return context.build(drawing)
        }
        context.graph.warnings.warn("\(name) wraps a UIKit view, which cannot be drawn here; drawing a placeholder")
        return context.build(ZStack {
            Rectangle().fill(Color.secondarySystemFill)
            Rectangle().strokeBorder(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
            Text(name).font(.caption).foregroundColor(.secondary).padding(4)
        })
    }
}
