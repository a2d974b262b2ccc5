/// Everything the user can do on the review step.
public enum ReviewAction: Sendable, Equatable { case confirm, back, nextCoupon, removeCoupon }
