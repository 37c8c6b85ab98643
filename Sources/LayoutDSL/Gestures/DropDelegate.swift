/// An object that handles drops on a view in stages (Apple's documentation of `DropDelegate`):
/// whether a drop is valid, the drag entering, moving over and leaving the view, and the drop.
/// The defaults are Apple's: a drop is valid (`validateDrop` returns true), entering, moving
/// and leaving do nothing, and no operation is proposed (`dropUpdated` returns nil, so the
/// system's copy applies).
@preconcurrency @MainActor
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    @MainActor @preconcurrency public func validateDrop(info: DropInfo) -> Bool { true }
    @MainActor @preconcurrency public func dropEntered(info: DropInfo) {}
    @MainActor @preconcurrency public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    @MainActor @preconcurrency public func dropExited(info: DropInfo) {}
}
