/// `searchable` with tokens (iOS 16, Apple's documentation of `searchable(text:tokens:placement:prompt:token:)`):
/// the search field of `UISearchTextField` shows the tokens, each drawn by `token`, before the text
/// they filter along with, and hides the prompt while it holds any. Suggested tokens are offered
/// in the suggestions list while the search is presented, which a rendered frame never is, so
/// they are not drawn; `isPresented` is read as in `searchable(text:isPresented:placement:prompt:)`.
nonisolated extension View {
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>,
                                placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: prompt)
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>,
                                placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>,
                                placement: SearchFieldPlacement = .automatic, prompt: S,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable,
          S: StringProtocol {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: prompt)
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                placement: SearchFieldPlacement = .automatic, prompt: S,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable,
          S: StringProtocol {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: prompt)
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                placement: SearchFieldPlacement = .automatic, prompt: S,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable,
          S: StringProtocol {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: Text(prompt))
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
                                placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: prompt)
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
                                placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
                                placement: SearchFieldPlacement = .automatic, prompt: S,
                                @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable,
          S: StringProtocol {
        searchable(text: text, tokenViews: tokens.wrappedValue.map { AnyView(token($0)) }, placement: placement, prompt: Text(prompt))
    }


    /// Tokens the user may edit in place: each drawn by `token` from a binding to it.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>,
                                placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokenViews: editableTokens.elementBindings.map { AnyView(token($0)) }, placement: placement, prompt: prompt)
    }

    /// Tokens the user may edit in place: each drawn by `token` from a binding to it.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>,
                                placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokenViews: editableTokens.elementBindings.map { AnyView(token($0)) },
                   placement: placement, prompt: Text(prompt))
    }

    /// Tokens the user may edit in place: each drawn by `token` from a binding to it.
    @_disfavoredOverload
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>,
                                placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
                                @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokenViews: editableTokens.elementBindings.map { AnyView(token($0)) },
                   placement: placement, prompt: Text(prompt))
    }

    /// Tokens the user may edit in place: each drawn by `token` from a binding to it.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                                placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokenViews: editableTokens.elementBindings.map { AnyView(token($0)) }, placement: placement, prompt: prompt)
    }

    /// Tokens the user may edit in place: each drawn by `token` from a binding to it.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                                placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokenViews: editableTokens.elementBindings.map { AnyView(token($0)) },
                   placement: placement, prompt: Text(prompt))
    }

    /// Tokens the user may edit in place: each drawn by `token` from a binding to it.
    @_disfavoredOverload
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                                placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
                                @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokenViews: editableTokens.elementBindings.map { AnyView(token($0)) },
                   placement: placement, prompt: Text(prompt))
    }

    /// The search field of this screen's bar, with its tokens' views.
    func searchable(text: Binding<String>, tokenViews: [AnyView], placement: SearchFieldPlacement, prompt: Text?) -> some View {
        modifier(SearchableModifier(field: NavigationScreen.SearchField(text: text, prompt: prompt, tokens: tokenViews,
                                                                        placement: placement)))
    }
}

extension Binding where Value: RandomAccessCollection & RangeReplaceableCollection {
    /// A binding to each element, in order, that writes the element back in place.
    var elementBindings: [Binding<Value.Element>] {
        wrappedValue.indices.map { index in
            Binding<Value.Element>(get: { self.wrappedValue[index] },
                                   set: { self.wrappedValue.replaceSubrange(index...index, with: CollectionOfOne($0)) })
        }
    }
}
