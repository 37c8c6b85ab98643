extension Preview {
    /// What `#Preview`'s expansion builds: the body's view, with the preview modifiers at its
    /// root honoured as in a `PreviewProvider` (`.previewDevice`, `.previewLayout`, …), then the
    /// macro's title and traits applied in order, a later trait of the same kind winning, as
    /// Xcode applies them. The body is a view builder, as `#Preview`'s is: declarations such as
    /// `let _ = …` may come before the view, and a body with an explicit `return` is plain code.
    @MainActor
    public init(_ name: String?, traits: [PreviewTrait<ViewTraits>], @ViewBuilder body: @MainActor () -> any View) {
        self = previewOf(body())
        if let name { self.name = name }
        for trait in traits {
            if let layout = trait.layout { self.layout = layout }
            if let orientation = trait.orientation { self.orientation = orientation }
            if let modifier = trait.modifier { view = modifier.apply(view) }
        }
    }

    /// A preview made in code, as DeveloperToolsSupport declares it (`#Preview` builds one).
    @MainActor
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., body: @escaping @MainActor () -> any View) {
        self.init(name, traits: traits) { body() }
    }
}
