/// A stack of undoable actions (Foundation's `UndoManager`, which swift-corelibs-foundation does
/// not have). Actions registered while undoing go on the redo stack, as Apple's manager does,
/// so a handler that registers its inverse makes the change redoable. There is no run loop here
/// to group the registrations of one event, so each registration outside an explicit
/// `beginUndoGrouping()`/`endUndoGrouping()` is a group of its own.
open class UndoManager: NSObject {
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroup: Group?
    private var groupingLevel = 0
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    /// The most groups kept; 0 keeps them all.
    open var levelsOfUndo = 0

    public override init() {}

    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Registers `handler`, called with `target` when the action is undone (or redone).
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        let action = { [weak target] in if let target { handler(target) } }
        if groupingLevel > 0 {
            openGroup?.actions.append(action)
        } else {
            push(Group(actions: [action]))
        }
    }

    /// Names the action being registered, for the Undo menu item.
    open func setActionName(_ actionName: String) {
        if groupingLevel > 0 {
            openGroup?.name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    open func beginUndoGrouping() {
        if groupingLevel == 0 { openGroup = Group() }
        groupingLevel += 1
    }

    open func endUndoGrouping() {
        precondition(groupingLevel > 0, "endUndoGrouping() called without a matching beginUndoGrouping()")
        groupingLevel -= 1
        if groupingLevel == 0, let group = openGroup {
            openGroup = nil
            if !group.actions.isEmpty { push(group) }
        }
    }

    open func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        run(group)
        isUndoing = false
    }

    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        run(group)
        isRedoing = false
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Runs a group's actions, last registered first, collecting what they register into one
    /// group named as the undone one.
    private func run(_ group: Group) {
        beginUndoGrouping()
        group.actions.reversed().forEach { $0() }
        openGroup?.name = group.name
        endUndoGrouping()
    }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else {
            if !isRedoing { redoStack.removeAll() }
            undoStack.append(group)
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
        }
    }
}
