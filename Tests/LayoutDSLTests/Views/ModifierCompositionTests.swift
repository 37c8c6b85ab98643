import Foundation
import LayoutDSL
import Testing

/// `EmptyModifier`, environmental modifiers and the transaction forms of a modifier.
struct ModifierCompositionTests {
    /// Resolves to a width that depends on the environment's layout direction.
    private struct DirectionalWidth: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            WidthModifier(width: environment.layoutDirection == .rightToLeft ? 30 : 10)
        }
    }
    private struct WidthModifier: ViewModifier {
        let width: CGFloat
        func body(content: Content) -> some View { content.frame(width: width, height: 5) }
    }

    @Test func environmentalModifierResolvesWhereItIsApplied() throws {
        let view = Color.red.modifier(DirectionalWidth()).accessibilityIdentifier("r")
        #expect(frame(try resolve(view, 100, 100), "r").width == 10)
        #expect(frame(try resolve(view.environment(\.layoutDirection, .rightToLeft), 100, 100), "r").width == 30)
    }

    @Test func emptyModifierChangesNothing() throws {
        let plain = try resolve(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("r"), 100, 100)
        let modified = try resolve(Color.red.frame(width: 20, height: 20).modifier(EmptyModifier.identity).accessibilityIdentifier("r"), 100, 100)
        #expect(frame(plain, "r") == frame(modified, "r"))
        #expect(modified.allNodes.count == plain.allNodes.count)
    }

    /// The composed modifier still applies its own body; the transaction rides along.
    @Test func transactionOnAModifierKeepsTheModifier() throws {
        let composed = WidthModifier(width: 12).transaction { $0.disablesAnimations = true }.animation(.default)
        #expect(frame(try resolve(Color.red.modifier(composed).accessibilityIdentifier("r"), 100, 100), "r").width == 12)
    }

    @Test func erasedBindingWritesItsBaseType() {
        final class Box { var value = 3 }
        let box = Box()
        let base = Binding(get: { box.value }, set: { box.value = $0 })
        let erased = Binding<AnyHashable>(base)
        #expect(erased.wrappedValue == AnyHashable(3))
        erased.wrappedValue = AnyHashable(7)
        #expect(box.value == 7)
        erased.wrappedValue = AnyHashable("seven")
        #expect(box.value == 7)
    }
}

/// A bindable identifiable model is identified as the model is.
struct BindableIdentityTests {
    @Observable final class Note: Identifiable {
        let id: Int
        init(id: Int) { self.id = id }
    }

    @Test func bindableIsIdentifiedByItsModel() {
        #expect(Bindable(Note(id: 4)).id == 4)
    }
}
