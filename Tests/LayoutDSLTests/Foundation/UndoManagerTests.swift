import Foundation
import LayoutDSL
import Testing

/// Foundation's `UndoManager` (`_FoundationGaps`): undo runs the registered handler, whose own
/// registration becomes the redo.
struct UndoManagerTests {
    final class Counter {
        let undoManager = UndoManager()
        var value = 0

        func set(_ newValue: Int) {
            let old = value
            undoManager.registerUndo(withTarget: self) { $0.set(old) }
            undoManager.setActionName("Set \(newValue)")
            value = newValue
        }
    }

    @Test func undoAndRedoRestoreValues() {
        let counter = Counter()
        counter.set(1)
        counter.set(2)
        #expect(counter.undoManager.canUndo && !counter.undoManager.canRedo)
        #expect(counter.undoManager.undoActionName == "Set 2")
        counter.undoManager.undo()
        #expect(counter.value == 1 && counter.undoManager.canRedo)
        #expect(counter.undoManager.redoActionName == "Set 2")
        counter.undoManager.redo()
        #expect(counter.value == 2)
        counter.undoManager.undo()
        counter.undoManager.undo()
        #expect(counter.value == 0 && !counter.undoManager.canUndo)
        // A new change clears what could be redone.
        counter.set(5)
        #expect(!counter.undoManager.canRedo)
    }

    /// A group undoes all its changes at once.
    @Test func groupsUndoTogether() {
        let counter = Counter()
        counter.undoManager.beginUndoGrouping()
        counter.set(1)
        counter.set(2)
        counter.undoManager.endUndoGrouping()
        counter.undoManager.undo()
        #expect(counter.value == 0)
        counter.undoManager.redo()
        #expect(counter.value == 2)
    }
}
