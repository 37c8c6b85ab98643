/// The one text input that has focus in a host, as a window has one first responder: when a tap
/// focuses another field, the one before resigns (its `@FocusState` binding turns false or
/// nil, or its own focus ends), as SwiftUI's focus system moves focus rather than adding it.
final class FocusedInput {
    private var owner: Int?
    private var resign: (() -> Void)?
    /// The focused field's `.onSubmit` actions, from its last evaluation, and whose they are.
    private(set) var submitActions: [() -> Void] = []
    private var submitter: Int?

    /// A field says whether it is focused each time it is evaluated (by a tap or by code), so
    /// Return reaches the field that shows the caret.
    func update(_ identity: Int, isFocused: Bool, submitActions: [() -> Void]) {
        if isFocused {
            submitter = identity
            self.submitActions = submitActions
        } else if submitter == identity {
            submitter = nil
            self.submitActions = []
        }
    }

    /// Makes the input at `identity` the focused one; the previous one resigns.
    func claim(_ identity: Int, resign: @escaping () -> Void) {
        guard owner != identity else { self.resign = resign; return }
        let previous = self.resign
        owner = identity
        self.resign = resign
        previous?()
    }
}

/// Where a text input reaches its host's `FocusedInput`: installed like `@State`, it knows the
/// graph and the input's identity.
struct FocusClaim: DynamicProperty, InstallableProperty {
    private final class Site { weak var graph: ViewGraph?; var identity = 0 }
    private let site = Site()

    func install(at site: InstallSite) {
        self.site.graph = site.graph
        self.site.identity = site.identity
    }

    func claim(resign: @escaping () -> Void) {
        site.graph?.focusedInput.claim(site.identity, resign: resign)
    }

    func update(isFocused: Bool, submitActions: [() -> Void]) {
        site.graph?.focusedInput.update(site.identity, isFocused: isFocused, submitActions: submitActions)
    }
}
