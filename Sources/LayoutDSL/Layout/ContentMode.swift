/// How `aspectRatio` sizes its content in the proposal: all of it inside (fit) or covering it (fill).
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }
