/// How the corners of a stroke are drawn (Apple's documentation of `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
