@testable import LayoutDSL
import Testing

/// ObservableObject, @Published and the object property wrappers.
struct ObservableObjectTests {
    final class Model: ObservableObject {
        @Published var width: CGFloat = 10
    }

    /// @StateObject lives with the view; @Published changes re-evaluate observers.
    @Test func observableObjects() throws {
        struct Child: View {
            @ObservedObject var model: Model
            var body: some View { Color.red.frame(width: model.width, height: 1).accessibilityIdentifier("bar") }
        }
        struct Root: View {
            @StateObject var model = Model()
            var body: some View { Child(model: model).onAppear { model.width = 40 } }
        }
        let host = ViewHost(Root(), canvasSize: CGSize(width: 100, height: 100))
        #expect(frame(try host.update(), "bar").width == 40)
        #expect(host.passCount == 2)
    }

    /// A view that leaves stops observing: once no view observes an object, the graph drops its
    /// subscription (the subscriptions and their observers only grew, so a model's changes kept
    /// invalidating views long gone, and rows' models accumulated).
    @Test func leavingViewsStopObserving() throws {
        struct Child: View {
            @ObservedObject var model: Model
            var body: some View { Color.red.frame(width: model.width, height: 50) }
        }
        struct Root: View {
            let model: Model
            @State var shown = true
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.frame(width: 100, height: 50).onTapGesture { shown = false }
                    if shown { Child(model: model) }
                }
            }
        }
        let model = Model()
        let host = ViewHost(Root(model: model), canvasSize: CGSize(width: 100, height: 100))
        _ = try host.update()
        #expect(host.graph.observedObjects[ObjectIdentifier(model)]?.observers.count == 1)
        _ = try host.tap(at: CGPoint(x: 50, y: 40))
        #expect(host.graph.observedObjects.isEmpty)
    }
}
