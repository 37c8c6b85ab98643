/// Names the app's samples use, from a local package of the project.
public enum Names {
    public static let first = "Ada"
}
