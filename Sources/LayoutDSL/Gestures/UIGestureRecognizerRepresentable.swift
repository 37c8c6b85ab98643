/// A UIKit gesture recognizer attached to a SwiftUI view (iOS 18; Apple's documentation of
/// `UIGestureRecognizerRepresentable`): SwiftUI makes the coordinator and the recognizer once,
/// updates the recognizer with each new representable, and calls
/// `handleUIGestureRecognizerAction` when it recognizes, with a converter for its locations.
@preconcurrency @MainActor
public protocol UIGestureRecognizerRepresentable {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    @MainActor @preconcurrency public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
    @MainActor @preconcurrency public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    @MainActor @preconcurrency public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// What a gesture recognizer representable's methods are given.
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// The recognizer's touch in SwiftUI's coordinate spaces (Apple's documentation of
/// `UIGestureRecognizerRepresentableCoordinateSpaceConverter`): the location in the view's own
/// space or the global one. A tap has no translation or velocity, so those are nil.
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    let touch: UIGestureRecognizerTouch

    public var localLocation: CGPoint { touch.local }
    public var localTranslation: CGPoint? { nil }
    public var localVelocity: CGPoint? { nil }

    /// The location in `coordinateSpace`: the screen's for `.global`, else the view's own.
    public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint {
        coordinateSpace.coordinateSpace == .global ? touch.global : touch.local
    }

    public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }

    /// A global point in `coordinateSpace`: moved by the view's origin for its own space.
    public func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol = .local) -> CGPoint {
        guard coordinateSpace.coordinateSpace != .global else { return globalPoint }
        return CGPoint(x: globalPoint.x - touch.global.x + touch.local.x, y: globalPoint.y - touch.global.y + touch.local.y)
    }
}

/// Where the recognizer's last touch was, shared by the converter and the attachment.
final class UIGestureRecognizerTouch {
    var local = CGPoint.zero
    var global = CGPoint.zero
}

/// The coordinator and recognizer a representable made, kept for the view's life.
@MainActor
final class UIGestureRecognizerAttachment<Representable: UIGestureRecognizerRepresentable> {
    let touch = UIGestureRecognizerTouch()
    let context: Representable.Context
    let recognizer: Representable.UIGestureRecognizerType

    init(_ representable: Representable) {
        let converter = UIGestureRecognizerRepresentableCoordinateSpaceConverter(touch: touch)
        context = Representable.Context(coordinator: representable.makeCoordinator(converter: converter), converter: converter)
        recognizer = representable.makeUIGestureRecognizer(context: context)
    }
}

/// Attaches the representable's recognizer: a tap recognizer recognizes the host's taps, as a
/// `TapGesture` of its count does (the state `ended`, then the action); other recognizers are
/// attached and never fire.
struct UIGestureRecognizerModifier<Representable: UIGestureRecognizerRepresentable> {
    let representable: Representable
    /// The attachment, made at the first body and kept in the view's state.
    @State private var store = AttachmentStore()

    final class AttachmentStore {
        var attachment: UIGestureRecognizerAttachment<Representable>?
    }

    @MainActor func body(content: Content) -> some View {
        let attachment = store.attachment ?? UIGestureRecognizerAttachment(representable)
        store.attachment = attachment
        representable.updateUIGestureRecognizer(attachment.recognizer, context: attachment.context)
        guard let tap = attachment.recognizer as? UITapGestureRecognizer, tap.isEnabled else { return AnyView(content) }
        let representable = representable
        var recognizer = GestureRecognizer(kind: .tap(count: tap.numberOfTapsRequired))
        recognizer.tapped.append { local, global in
            MainActor.assumeIsolated {
                attachment.touch.local = local
                attachment.touch.global = global
                tap.lastLocation = local
                tap.state = .ended
                representable.handleUIGestureRecognizerAction(attachment.recognizer, context: attachment.context)
                tap.state = .possible
            }
        }
        return AnyView(content.gesture(RecognizerGesture(recognizer: recognizer)))
    }
}

extension UIGestureRecognizerModifier: ViewModifier {}

/// A gesture made of an engine recognizer.
nonisolated struct RecognizerGesture: PrimitiveGesture {
    typealias Value = Void
    let recognizer: GestureRecognizer
    var _recognizer: GestureRecognizer { recognizer }
}

nonisolated extension View {
    public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        modifier(UIGestureRecognizerModifier(representable: representable))
    }
}
