import LayoutDSL
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
}
