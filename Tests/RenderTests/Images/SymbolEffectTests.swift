import LayoutDSL
import Render
import Testing

/// Symbol effects compile with SwiftUI's signatures and draw the symbol at rest: unchanged,
/// except an active `.disappear`, which hides it in its frame.
struct SymbolEffectTests {
    func symbol() -> some View { Image(systemName: "wifi").resizable().frame(width: 40, height: 40).foregroundStyle(.black) }

    @Test func effectsDrawTheSymbolAtRest() throws {
        let plain = try render(symbol(), width: 40, height: 40)
        #expect(plain.coveredArea > 100)
        let effects: [AnyView] = [
            AnyView(symbol().symbolEffect(.variableColor.iterative.reversing, options: .repeating)),
            AnyView(symbol().symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5), value: 3)),
            AnyView(symbol().symbolEffect(.wiggle.clockwise, value: true)),
            AnyView(symbol().symbolEffect(.breathe.pulse.byLayer, isActive: true)),
            AnyView(symbol().symbolEffect(.rotate.counterClockwise, value: 1)),
            AnyView(symbol().symbolEffect(.appear.down, isActive: true)),
            AnyView(symbol().symbolEffect(.disappear, isActive: false)),
            AnyView(symbol().contentTransition(.symbolEffect(.replace.downUp.byLayer))),
            AnyView(symbol().contentTransition(.symbolEffect(.replace.magic(fallback: .replace.offUp), options: .speed(2)))),
            AnyView(symbol().contentTransition(.symbolEffect(.automatic))),
            AnyView(symbol().transition(.symbolEffect(.appear.wholeSymbol))),
            AnyView(symbol().transition(.symbolEffect)),
            AnyView(symbol().symbolEffectsRemoved()),
        ]
        for effect in effects {
            #expect(try render(effect, width: 40, height: 40).pixels == plain.pixels)
        }
    }

    @Test func activeDisappearHides() throws {
        let hidden = try render(symbol().symbolEffect(.disappear.up, isActive: true), width: 40, height: 40)
        #expect(hidden.coveredArea == 0)
        let tree = try layout(HStack(spacing: 0) {
            symbol().symbolEffect(.disappear, isActive: true).accessibilityIdentifier("s")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("after")
        })
        #expect(frame(tree, "after").minX == frame(tree, "s").maxX)
        #expect(frame(tree, "s").width == 40)
    }
}
