/// Whether a piece of chrome (a bar, its background) shows: `.automatic` lets the system decide.
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }
