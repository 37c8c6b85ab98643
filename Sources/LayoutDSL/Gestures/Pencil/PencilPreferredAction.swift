/// What the user chose, in Settings, for an Apple Pencil's double tap and squeeze to do
/// (Apple's documentation of `PencilPreferredAction`), for an app's handler to follow.
public struct PencilPreferredAction: Hashable {
    let name: String
    public static let ignore = PencilPreferredAction(name: "ignore")
    public static let switchEraser = PencilPreferredAction(name: "switchEraser")
    public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
    public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
    public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
    public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
    public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
}

private struct PreferredPencilDoubleTapActionKey: EnvironmentKey { static let defaultValue = PencilPreferredAction.switchEraser }
private struct PreferredPencilSqueezeActionKey: EnvironmentKey { static let defaultValue = PencilPreferredAction.showContextualPalette }

extension EnvironmentValues {
    /// The double tap's action: switching to the eraser, as Settings has it out of the box.
    public var preferredPencilDoubleTapAction: PencilPreferredAction {
        get { self[PreferredPencilDoubleTapActionKey.self] } set { self[PreferredPencilDoubleTapActionKey.self] = newValue }
    }
    /// The squeeze's action: the contextual palette, as Settings has it out of the box.
    public var preferredPencilSqueezeAction: PencilPreferredAction {
        get { self[PreferredPencilSqueezeActionKey.self] } set { self[PreferredPencilSqueezeActionKey.self] = newValue }
    }
}
