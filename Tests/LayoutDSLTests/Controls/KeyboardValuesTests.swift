@testable import LayoutDSL
import Testing

/// The keyboard values SwiftUI code builds and compares: shortcuts with their localization,
/// key presses' descriptions, and the repeat behaviour buttons read from the environment.
struct KeyboardValuesTests {
    @Test func shortcutsCarryTheirLocalization() {
        var shortcut = KeyboardShortcut("[", modifiers: [.command, .shift], localization: .withoutMirroring)
        #expect(shortcut.localization == .withoutMirroring)
        #expect(KeyboardShortcut("[").localization == .automatic)
        #expect(shortcut != KeyboardShortcut("[", modifiers: [.command, .shift]))
        shortcut.key = "]"
        shortcut.modifiers = .option
        #expect(shortcut == KeyboardShortcut("]", modifiers: .option, localization: .withoutMirroring))
        #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: [], localization: .automatic))
    }

    @Test func keyPressDescribesItself() {
        let press = KeyPress(key: .upArrow, characters: "", modifiers: .shift, phase: .down)
        #expect(press.phase.debugDescription == "[.down]")
        #expect(KeyPress.Phases.all.debugDescription == "[.down, .repeat, .up]")
        #expect(press.debugDescription == "KeyPress(key: U+F700, characters: \"\", modifiers: 2, phase: [.down])")
    }

    struct RepeatReader: View {
        @Environment(\.buttonRepeatBehavior) var behavior
        var body: some View { Text(verbatim: behavior == .enabled ? "enabled" : behavior == .disabled ? "disabled" : "automatic") }
    }

    @Test func repeatBehaviorTravelsDown() throws {
        let tree = try resolve(VStack {
            RepeatReader()
            RepeatReader().buttonRepeatBehavior(.enabled)
            VStack { RepeatReader() }.buttonRepeatBehavior(.disabled)
        })
        #expect(tree.allNodes.compactMap(\.text) == ["automatic", "enabled", "disabled"])
    }
}
