extension ViewHost {
    /// Presses Return in the focused text field: its `.onSubmit` actions run (a focus chain
    /// moves to the next field); returns the frame after them. With no field focused, nothing
    /// runs, as Return does nothing without a keyboard up.
    @discardableResult
    public func submit() throws -> ResolvedTree {
        if lastRoot == nil { _ = try update() }
        let actions = graph.focusedInput.submitActions
        CurrentHost.with(self) { actions.forEach { $0() } }
        return try update()
    }
}
