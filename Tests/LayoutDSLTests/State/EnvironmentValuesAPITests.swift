@testable import LayoutDSL
import Observation
import Testing

/// Environment values SwiftUI code reads: whether the nearest focusable ancestor has focus, and
/// `@Observable` objects by their type.
struct EnvironmentValuesAPITests {
    /// A style reads `isFocused`: its border grows to 3 points while its field has focus.
    struct FocusBorder: TextFieldStyle {
        func _body(configuration: TextField<_Label>) -> some View {
            FocusBorderBody(field: configuration)
        }
    }

    struct FocusBorderBody: View {
        let field: TextField<_TextFieldStyleLabel>
        @Environment(\.isFocused) var isFocused
        var body: some View {
            field.padding(isFocused ? 3 : 1).accessibilityIdentifier("border")
        }
    }

    @Test func isFocusedInsideAFocusedField() throws {
        let host = controlHost(TextField("Name", text: .constant("")).textFieldStyle(FocusBorder()).frame(width: 200), 200, 100)
        let before = frame(try host.update(), "border").height
        let after = frame(try host.tap(at: CGPoint(x: 100, y: 50)), "border").height
        #expect(after - before == 4)
        #expect(!EnvironmentValues().isFocused)
    }

    @Observable final class Model { var name = "Ada" }

    @Test func observableObjectsByType() {
        var environment = EnvironmentValues()
        #expect(environment[Model.self] == nil)
        let model = Model()
        environment[Model.self] = model
        #expect(environment[Model.self] === model)
    }

    @Test func scrollInputAndBorderShapeValues() {
        #expect(ScrollInputBehavior.enabled != .disabled)
        #expect(ScrollInputBehavior.automatic == .automatic)
        let inset = ButtonBorderShape.capsule.inset(by: 10)
        #expect(inset.path(in: CGRect(x: 0, y: 0, width: 100, height: 40)).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 20))
    }
}
