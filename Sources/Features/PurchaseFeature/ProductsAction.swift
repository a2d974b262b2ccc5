/// Everything the user can do on the products step.
public enum ProductsAction: Sendable, Equatable { case moveDown, moveUp, increase, decrease, nextDay, previousDay, next, startOver }
