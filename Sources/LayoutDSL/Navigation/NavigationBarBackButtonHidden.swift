nonisolated extension View {
    /// Hides the back button of a pushed screen (its leading toolbar items show instead).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationScreenModifier { $0.backButtonHidden = hidesBackButton })
    }
}
